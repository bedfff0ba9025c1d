import { headerLayout } from '@/features/site/components/HeaderLayout'

/** Pages whose header is the plain variant (spec §2 "header flag"). */
export default headerLayout('plain')
