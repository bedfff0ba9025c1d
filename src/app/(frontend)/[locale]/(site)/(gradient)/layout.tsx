import { headerLayout } from '@/features/site/components/HeaderLayout'

/** Pages whose header is the gradient variant (spec §2 "header flag"). */
export default headerLayout('gradient')
