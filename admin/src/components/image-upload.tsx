import { UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Image, Space, Typography, Upload } from 'antd'
import { useState } from 'react'
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES } from '@common/constants/uploads'
import { ApiError, sendFile } from '../services/http'

/** A cover image chosen and uploaded at once (re-encoded by the server); a form field of its address. */
export function ImageUpload({
  value,
  onChange,
}: {
  value?: string
  onChange?: (url: string | undefined) => void
}) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Space direction="vertical">
      {value && <Image src={value} alt="封面预览" width={240} />}
      <Upload
        accept={IMAGE_EXTENSIONS.join(',')}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          setProblem(null)
          if (file.size > IMAGE_MAX_BYTES) {
            setProblem(`图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`)
            return false
          }
          setBusy(true)
          sendFile<{ url: string }>('/images', file)
            .then(
              (image) => onChange?.(image.url),
              (error: unknown) =>
                setProblem(error instanceof ApiError ? error.message : '上传失败，请重试'),
            )
            .finally(() => setBusy(false))
          return false
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
          {value ? '更换封面' : '上传封面'}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon message={problem} />}
      <Typography.Text type="secondary">
        JPG、PNG 或 WebP，不超过 5 MB；不上传则使用自动生成的封面
      </Typography.Text>
    </Space>
  )
}
