import { AuthScreen } from '@/components/auth/auth-screen'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Reset Password',
    description: 'Get a link to reset the password of your Fatin account.',
    path: '/forgot-password',
    noindex: true,
  })

export default function ForgotPasswordPage() {
  return <AuthScreen view="forgot-password" />
}
