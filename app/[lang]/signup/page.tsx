import { AuthScreen } from '@/components/auth/auth-screen'
import { site } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Create Account',
    description: `Create a Fatin account and get ${site.firstOrderDiscountPercent}% off your first order.`,
    path: '/signup',
    noindex: true,
  })

export default function SignUpPage() {
  return <AuthScreen view="signup" />
}
