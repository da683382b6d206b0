import {
  DrawerForm,
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import { Checkbox, Input, Radio } from 'antd'
import { OPTION_LETTERS } from '@common/constants/bank-import'
import type { ConsoleBankChapter } from '@common/contracts/console-bank'
import type { QuestionForm, QuestionPartForm } from '@common/contracts/console-questions'
import { EntryEditor } from './entry-editor'

export const KIND_NAMES: Record<string, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  indefinite: '不定项选择题',
  number: '数字题',
  text: '文字题',
  entry: '分录题',
  case: '不定项案例',
  material: '材料题',
}

/** The kinds each shape's parts may be. */
const KINDS_OF: Record<QuestionForm['shape'], QuestionPartForm['kind'][]> = {
  standalone: ['single', 'multiple', 'judge'],
  case: ['indefinite'],
  material: ['single', 'multiple', 'judge', 'number', 'text', 'entry'],
}

const MATERIAL_TITLES = ['计算分析题', '综合题', '简答题', '综合分析题', '案例分析题', '计算问答题']
const CHOICE_KINDS = ['single', 'multiple', 'indefinite']

/** Letters of the right options; a form field of `ABD`. */
function LetterPicker({
  value = '',
  onChange,
  count,
  single,
}: {
  value?: string
  onChange?: (letters: string) => void
  count: number
  single: boolean
}) {
  const letters = [...OPTION_LETTERS.slice(0, Math.max(count, 2))]
  if (single) {
    return (
      <Radio.Group
        value={value}
        onChange={(event) => onChange?.(event.target.value as string)}
        options={letters.map((letter) => ({ value: letter, label: letter }))}
      />
    )
  }
  return (
    <Checkbox.Group
      value={[...value]}
      onChange={(checked) => onChange?.([...(checked as string[])].sort().join(''))}
      options={letters.map((letter) => ({ value: letter, label: letter }))}
    />
  )
}

/** A part's form values: marks in yuan-like points (2, 1.5), the rest as the API has it. */
type PartValues = Omit<QuestionPartForm, 'marks' | 'options'> & {
  marks?: number
  options?: { text: string }[]
}
export type QuestionValues = Omit<QuestionForm, 'parts'> & { parts: PartValues[] }

export function toFormValues(question: QuestionForm): QuestionValues {
  return {
    ...question,
    parts: question.parts.map((part) => ({
      ...part,
      marks: part.marks / 100,
      options: part.options.map((text) => ({ text })),
    })),
  }
}

export function fromFormValues(values: QuestionValues): QuestionForm {
  return {
    shape: values.shape,
    chapter: values.chapter,
    title: values.shape === 'material' ? (values.title ?? '') : '',
    material: values.shape === 'standalone' ? '' : (values.material ?? ''),
    parts: (values.parts ?? []).map((part) => {
      const choice = CHOICE_KINDS.includes(part.kind)
      return {
        kind: part.kind,
        stem: part.stem ?? '',
        options: choice ? (part.options ?? []).map((option) => option.text ?? '') : [],
        answer: part.kind === 'entry' ? '' : (part.answer ?? ''),
        entries: part.kind === 'entry' ? (part.entries ?? []) : [],
        marks: Math.round((part.marks ?? 0) * 100),
        difficulty: part.difficulty ?? 2,
        analysis: part.analysis ?? '',
        points: part.points ?? [],
      }
    }),
  }
}

const NEW_PART: PartValues = {
  kind: 'single',
  stem: '',
  options: [{ text: '' }, { text: '' }, { text: '' }, { text: '' }],
  answer: '',
  entries: [],
  difficulty: 2,
  analysis: '',
  points: [],
}

function PartFields({ shape, points }: { shape: QuestionForm['shape']; points: string[] }) {
  return (
    <>
      <ProFormSelect
        name="kind"
        label="题型"
        options={KINDS_OF[shape].map((kind) => ({ value: kind, label: KIND_NAMES[kind] }))}
        rules={[{ required: true, message: '请选择题型' }]}
      />
      <ProFormTextArea
        name="stem"
        label="题干"
        fieldProps={{ rows: 3, maxLength: 5000 }}
        rules={[{ required: true, message: '请填写题干' }]}
      />
      <ProFormDependency name={['kind', 'options']}>
        {({ kind = '', options }: { kind?: string; options?: { text: string }[] }) => (
          <>
            {CHOICE_KINDS.includes(kind) && (
              <ProFormList
                name="options"
                label="选项"
                min={2}
                max={OPTION_LETTERS.length}
                copyIconProps={false}
                creatorButtonProps={{ creatorButtonText: '添加选项' }}
                creatorRecord={{ text: '' }}
              >
                {(_field, index) => (
                  <ProFormText
                    name="text"
                    fieldProps={{
                      addonBefore: OPTION_LETTERS[index],
                      maxLength: 1000,
                      'aria-label': `选项 ${OPTION_LETTERS[index]}`,
                    }}
                    rules={[{ required: true, message: '请填写选项' }]}
                  />
                )}
              </ProFormList>
            )}
            {CHOICE_KINDS.includes(kind) && (
              <ProForm.Item
                name="answer"
                label="答案"
                rules={[{ required: true, message: '请选择答案' }]}
              >
                <LetterPicker count={options?.length ?? 0} single={kind === 'single'} />
              </ProForm.Item>
            )}
            {kind === 'judge' && (
              <ProFormRadio.Group
                name="answer"
                label="答案"
                options={['对', '错']}
                rules={[{ required: true, message: '请选择答案' }]}
              />
            )}
            {kind === 'number' && (
              <ProFormText
                name="answer"
                label="答案"
                placeholder="数字，可带单位，如 113000 元"
                rules={[{ required: true, message: '请填写答案' }]}
              />
            )}
            {kind === 'text' && (
              <ProForm.Item
                name="answer"
                label="参考答案"
                rules={[{ required: true, message: '请填写参考答案' }]}
              >
                <Input.TextArea rows={3} maxLength={5000} />
              </ProForm.Item>
            )}
            {kind === 'entry' && (
              <ProForm.Item name="entries" label="会计分录（答案）">
                <EntryEditor />
              </ProForm.Item>
            )}
          </>
        )}
      </ProFormDependency>
      <ProFormDigit
        name="marks"
        label={shape === 'standalone' ? '分值（可不填）' : '分值'}
        min={0}
        max={1000}
        fieldProps={{ precision: 2 }}
        rules={shape === 'material' ? [{ required: true, message: '材料题的小题须填写分值' }] : []}
      />
      <ProFormRadio.Group
        name="difficulty"
        label="难度"
        options={[
          { value: 1, label: '易' },
          { value: 2, label: '中' },
          { value: 3, label: '难' },
        ]}
      />
      <ProFormSelect
        name="points"
        label="知识点"
        mode="multiple"
        showSearch
        options={points.map((name) => ({ value: name, label: name }))}
      />
      <ProFormTextArea name="analysis" label="解析" fieldProps={{ rows: 3, maxLength: 10_000 }} />
    </>
  )
}

/** The question's form in a drawer: a new question, or one to edit (its shape then fixed). */
export function QuestionFormDrawer({
  title,
  trigger,
  chapters,
  load,
  onSave,
}: {
  title: string
  trigger: JSX.Element
  chapters: ConsoleBankChapter[]
  /** An existing question: its form, read when the drawer opens (its shape then fixed). */
  load?: () => Promise<QuestionForm>
  onSave: (form: QuestionForm) => Promise<boolean>
}) {
  const points = chapters.flatMap((chapter) => chapter.points.map((point) => point.name))
  return (
    <DrawerForm<QuestionValues>
      title={title}
      trigger={trigger}
      width={860}
      drawerProps={{ destroyOnHidden: true }}
      {...(load
        ? { request: async () => toFormValues(await load()) }
        : {
            initialValues: {
              shape: 'standalone',
              chapter: chapters[0]?.title,
              title: '',
              material: '',
              parts: [NEW_PART],
            },
          })}
      onFinish={(values) => onSave(fromFormValues(values))}
    >
      <ProFormRadio.Group
        name="shape"
        label="形式"
        disabled={load !== undefined}
        radioType="button"
        options={[
          { value: 'standalone', label: '单题' },
          { value: 'case', label: '不定项案例' },
          { value: 'material', label: '材料题' },
        ]}
      />
      <ProFormSelect
        name="chapter"
        label="章节"
        options={chapters.map((chapter) => ({ value: chapter.title, label: chapter.title }))}
        rules={[{ required: true, message: '请选择章节' }]}
      />
      <ProFormDependency name={['shape']}>
        {({ shape = 'standalone' }: { shape?: QuestionForm['shape'] }) => (
          <>
            {shape === 'material' && (
              <ProFormSelect
                name="title"
                label="题型名"
                options={MATERIAL_TITLES}
                rules={[{ required: true, message: '请选择题型名' }]}
              />
            )}
            {shape !== 'standalone' && (
              <ProFormTextArea
                name="material"
                label="材料"
                fieldProps={{ rows: 5, maxLength: 20_000 }}
                rules={[{ required: true, message: '请填写材料' }]}
              />
            )}
            <ProFormList
              name="parts"
              label={shape === 'standalone' ? '题目' : '小题'}
              min={1}
              max={shape === 'standalone' ? 1 : 20}
              copyIconProps={false}
              creatorButtonProps={
                shape === 'standalone' ? false : { creatorButtonText: '添加小题' }
              }
              creatorRecord={{ ...NEW_PART, kind: KINDS_OF[shape][0] }}
              itemRender={({ listDom, action }, { index }) => (
                <fieldset className="question-part">
                  <legend>
                    {shape === 'standalone' ? '题目' : `第 ${index + 1} 小题`} {action}
                  </legend>
                  {listDom}
                </fieldset>
              )}
            >
              <PartFields shape={shape} points={points} />
            </ProFormList>
          </>
        )}
      </ProFormDependency>
    </DrawerForm>
  )
}
