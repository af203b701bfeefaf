import { AuthScreen } from '@/components/auth/auth-screen'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Sign In',
    description: 'Sign in to your Fatin account to continue shopping.',
    ur: { title: 'سائن اِن', description: 'خریداری جاری رکھنے کے لیے اپنے Fatin اکاؤنٹ میں سائن اِن کریں۔' },
    path: '/signin',
    noindex: true,
  })

export default function SignInPage() {
  return <AuthScreen view="signin" />
}
