import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label, slugField, seoField } from '../shared/content'

/** Blog categories: `/blogs/category/{slug}`. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: { singular: label('Blog category', 'تصنيف المدونة'), plural: label('Blog categories', 'تصنيفات المدونة') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: label('Blog', 'المدونة') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: contentHooks(),
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300, label: label('Description', 'الوصف') },
    slugField(),
    seoField,
  ],
}
