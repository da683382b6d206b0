import {
  ModalForm,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import { useEffect, useState } from 'react'
import type { ConsoleCourse, CourseSubject, NewCourse } from '@common/contracts/console-courses'
import { COURSE_RULES, contentTitleError } from '@common/rules/course-content'
import * as courses from '../services/courses'
import { teachers as teacherList, type Teacher } from '../services/lives'
import { ruleOf } from './form-rules'
import { ImageUpload } from './image-upload'
import { PriceFields } from './price-fields'

export interface CourseForm {
  subjectId: number
  title: string
  teacherId: number
  price: number
  discountPrice: number
  validityDays: number
  description?: string
  cover?: string
}

/** The form's values as the API takes them: prices in fen. */
export function toNewCourse(values: CourseForm): NewCourse {
  return {
    subjectId: values.subjectId,
    title: values.title,
    teacherId: values.teacherId,
    priceFen: Math.round(values.price * 100),
    discountPriceFen: Math.round(values.discountPrice * 100),
    validityDays: values.validityDays,
    description: values.description ?? '',
    ...(values.cover ? { cover: values.cover } : {}),
  }
}

export function courseFormValues(course: ConsoleCourse & { description: string }): CourseForm {
  return {
    subjectId: course.subjectId,
    title: course.title,
    teacherId: course.teacherId ?? 0,
    price: course.priceFen / 100,
    discountPrice: course.discountPriceFen / 100,
    validityDays: course.validityDays,
    description: course.description,
    // A drawn cover is the server's own: only an uploaded one is the form's.
    cover: course.cover.startsWith('/media/images/') ? course.cover : undefined,
  }
}

const TITLE_RULES = ruleOf((value) => contentTitleError(value, '课程'), '请填写课程名称')

/** The subjects and teachers a course form offers, fetched once it opens. */
function useChoices(): { subjects: CourseSubject[]; teachers: Teacher[] } {
  const [choices, setChoices] = useState<{ subjects: CourseSubject[]; teachers: Teacher[] }>({
    subjects: [],
    teachers: [],
  })
  useEffect(() => {
    Promise.all([courses.courseSubjects(), teacherList()]).then(
      ([subjects, teachers]) => setChoices({ subjects, teachers }),
      () => undefined,
    )
  }, [])
  return choices
}

function CourseFields() {
  const { subjects, teachers } = useChoices()
  return (
    <>
      <ProFormSelect
        name="subjectId"
        label="所属科目"
        showSearch
        options={subjects.map((subject) => ({
          value: subject.id,
          label: `${subject.examName} · ${subject.name}`,
        }))}
        rules={[{ required: true, message: '请选择课程所属科目' }]}
      />
      <ProFormText
        name="title"
        label="课程名称"
        fieldProps={{ maxLength: COURSE_RULES.titleMax, showCount: true }}
        rules={TITLE_RULES}
      />
      <ProFormSelect
        name="teacherId"
        label="讲师"
        showSearch
        options={teachers.map((teacher) => ({
          value: teacher.id,
          label: teacher.title ? `${teacher.name}（${teacher.title}）` : teacher.name,
        }))}
        rules={[{ required: true, message: '请选择讲师' }]}
      />
      <PriceFields />
      <ProFormDigit
        name="validityDays"
        label="有效期（天）"
        min={1}
        max={COURSE_RULES.validityMaxDays}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写有效期' }]}
      />
      <ProForm.Item name="cover" label="封面">
        <ImageUpload />
      </ProForm.Item>
      <ProFormTextArea
        name="description"
        label="课程简介"
        fieldProps={{ maxLength: COURSE_RULES.descriptionMax, showCount: true, rows: 4 }}
      />
    </>
  )
}

/** A course's form in a dialog, for a new course or its details. */
export function CourseFormModal({
  title,
  trigger,
  initial,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  initial?: CourseForm
  onSave: (values: CourseForm) => Promise<boolean>
}) {
  return (
    <ModalForm<CourseForm>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial ?? { price: 0, discountPrice: 0, validityDays: 365 }}
      onFinish={onSave}
    >
      <CourseFields />
    </ModalForm>
  )
}
