import { CandidateSmartPools as CandidateSmartPools_1037af085609c5aa203be42940708b24 } from '../../../features/matching/components/CandidateSmartPools'
import { ApplicationPortalField as ApplicationPortalField_a04bb4358c3d068e697f1f8f58167d1d } from '../../../features/clients/components/admin/PortalFields'
import { CvPanel as CvPanel_9ad2fb9e3261d76a914d460444151173 } from '../../../features/recruiting/components/CvPanel'
import { RatingField as RatingField_09995dd9f83799818cfe717137d2bb02 } from '../../../features/recruiting/components/RatingField'
import { Timeline as Timeline_0fd538707bfbbc3393f1fc34b44d906e } from '../../../features/recruiting/components/Timeline'
import { ApplicationsListActions as ApplicationsListActions_6366e67b3df4807c37531c96fba385a4 } from '../../../features/recruiting/components/ApplicationsListActions'
import { PoolMembers as PoolMembers_b82807a562ad4de087394c3f5c75ca6e } from '../../../features/matching/components/PoolMembers'
import { ImportPanel as ImportPanel_d11f93eb5b19eabcab5cce1510aa3326 } from '../../../features/salary/components/ImportPanel'
import { ReportLinks as ReportLinks_20ebc98c3bcf040bd52705c2c4f637c4 } from '../../../features/salary/components/ReportLinks'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuggestedCandidates as SuggestedCandidates_aa0987e1084236f167214ae5de2526e3 } from '../../../features/matching/components/SuggestedCandidates'
import { JobBoardLink as JobBoardLink_76b6a6da85813415ab106b996ac52a72 } from '../../../features/recruiting/components/JobBoardLink'
import { RequisitionPortalField as RequisitionPortalField_a04bb4358c3d068e697f1f8f58167d1d } from '../../../features/clients/components/admin/PortalFields'
import { SubmittalPortalField as SubmittalPortalField_a04bb4358c3d068e697f1f8f58167d1d } from '../../../features/clients/components/admin/PortalFields'
import { MinorAmountField as MinorAmountField_066ad7ab662914406a66a09758c07d01 } from '../../../features/placements/components/MinorAmount'
import { MinorAmountCell as MinorAmountCell_066ad7ab662914406a66a09758c07d01 } from '../../../features/placements/components/MinorAmount'
import { CurrentPasswordField as CurrentPasswordField_dfad2d0a8b773419691ead541e381d91 } from '../../../components/admin/CurrentPasswordField'
import { NumbersNavLink as NumbersNavLink_83f2fff683d2498cfb6c20e99b23aafd } from '../../../features/placements/components/NumbersView'
import { PrivacyNavLink as PrivacyNavLink_4712f3a5d4fe29755ecd2bd6d7bbf34b } from '../../../features/consent/components/PrivacyOfficerView'
import { StaffPush as StaffPush_a50325c24a0c3af43bfd5392a89ab7b9 } from '../../../features/notify/components/StaffPush'
import { Dashboard as Dashboard_bac0572c813c397a5deb689d693c26d9 } from '../../../features/recruiting/components/Dashboard'
import { NavLinks as NavLinks_938660a18d94653eb1137f0955281d09 } from '../../../features/recruiting/components/NavLinks'
import { LiveApplications as LiveApplications_b76fab30f79413d94d757387b97bca33 } from '../../../features/live/components/LiveApplications'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { BoardView as BoardView_5e3ee3d37bfa8631b17bc43ff38c281c } from '../../../features/recruiting/components/BoardView'
import { SearchView as SearchView_bb39fbe403ac30d0003108c42803072e } from '../../../features/recruiting/components/SearchView'
import { NumbersView as NumbersView_83f2fff683d2498cfb6c20e99b23aafd } from '../../../features/placements/components/NumbersView'
import { PrivacyOfficerView as PrivacyOfficerView_4712f3a5d4fe29755ecd2bd6d7bbf34b } from '../../../features/consent/components/PrivacyOfficerView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/matching/components/CandidateSmartPools#CandidateSmartPools": CandidateSmartPools_1037af085609c5aa203be42940708b24,
  "/features/clients/components/admin/PortalFields#ApplicationPortalField": ApplicationPortalField_a04bb4358c3d068e697f1f8f58167d1d,
  "/features/recruiting/components/CvPanel#CvPanel": CvPanel_9ad2fb9e3261d76a914d460444151173,
  "/features/recruiting/components/RatingField#RatingField": RatingField_09995dd9f83799818cfe717137d2bb02,
  "/features/recruiting/components/Timeline#Timeline": Timeline_0fd538707bfbbc3393f1fc34b44d906e,
  "/features/recruiting/components/ApplicationsListActions#ApplicationsListActions": ApplicationsListActions_6366e67b3df4807c37531c96fba385a4,
  "/features/matching/components/PoolMembers#PoolMembers": PoolMembers_b82807a562ad4de087394c3f5c75ca6e,
  "/features/salary/components/ImportPanel#ImportPanel": ImportPanel_d11f93eb5b19eabcab5cce1510aa3326,
  "/features/salary/components/ReportLinks#ReportLinks": ReportLinks_20ebc98c3bcf040bd52705c2c4f637c4,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/matching/components/SuggestedCandidates#SuggestedCandidates": SuggestedCandidates_aa0987e1084236f167214ae5de2526e3,
  "/features/recruiting/components/JobBoardLink#JobBoardLink": JobBoardLink_76b6a6da85813415ab106b996ac52a72,
  "/features/clients/components/admin/PortalFields#RequisitionPortalField": RequisitionPortalField_a04bb4358c3d068e697f1f8f58167d1d,
  "/features/clients/components/admin/PortalFields#SubmittalPortalField": SubmittalPortalField_a04bb4358c3d068e697f1f8f58167d1d,
  "/features/placements/components/MinorAmount#MinorAmountField": MinorAmountField_066ad7ab662914406a66a09758c07d01,
  "/features/placements/components/MinorAmount#MinorAmountCell": MinorAmountCell_066ad7ab662914406a66a09758c07d01,
  "/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_dfad2d0a8b773419691ead541e381d91,
  "/features/placements/components/NumbersView#NumbersNavLink": NumbersNavLink_83f2fff683d2498cfb6c20e99b23aafd,
  "/features/consent/components/PrivacyOfficerView#PrivacyNavLink": PrivacyNavLink_4712f3a5d4fe29755ecd2bd6d7bbf34b,
  "/features/notify/components/StaffPush#StaffPush": StaffPush_a50325c24a0c3af43bfd5392a89ab7b9,
  "/features/recruiting/components/Dashboard#Dashboard": Dashboard_bac0572c813c397a5deb689d693c26d9,
  "/features/recruiting/components/NavLinks#NavLinks": NavLinks_938660a18d94653eb1137f0955281d09,
  "/features/live/components/LiveApplications#LiveApplications": LiveApplications_b76fab30f79413d94d757387b97bca33,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/recruiting/components/BoardView#BoardView": BoardView_5e3ee3d37bfa8631b17bc43ff38c281c,
  "/features/recruiting/components/SearchView#SearchView": SearchView_bb39fbe403ac30d0003108c42803072e,
  "/features/placements/components/NumbersView#NumbersView": NumbersView_83f2fff683d2498cfb6c20e99b23aafd,
  "/features/consent/components/PrivacyOfficerView#PrivacyOfficerView": PrivacyOfficerView_4712f3a5d4fe29755ecd2bd6d7bbf34b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
