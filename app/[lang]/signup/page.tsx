import { AuthScreen } from '@/components/auth/auth-screen'
import { site } from '@/data/site'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Create Account',
    description: `Create a Fatin account and get ${site.firstOrderDiscountPercent}% off your first order.`,
    ur: {
      title: 'اکاؤنٹ بنائیں',
      description: `Fatin اکاؤنٹ بنائیں اور پہلے آرڈر پر ${site.firstOrderDiscountPercent}% رعایت پائیں۔`,
    },
    path: '/signup',
    noindex: true,
  })

export default function SignUpPage() {
  return <AuthScreen view="signup" />
}
