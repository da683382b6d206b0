import { UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd'
import { useRef, useState } from 'react'
import { VIDEO_EXTENSIONS } from '@common/constants/uploads'
import { ApiError } from '../services/http'
import { uploadVideo } from '../services/uploads'

/** 1:05:03 or 3:07: a video's length as players show it. */
export function videoLength(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number; name: string }
  | { kind: 'done'; name: string; duration: number }
  | { kind: 'failed'; message: string; canResume: boolean }

/**
 * A lesson video chosen and uploaded in chunks at once, with its progress; a failure can be
 * resumed from where the server is. A form field: its value is the finished upload's id.
 */
export function VideoUpload({
  onChange,
  current,
}: {
  value?: string
  onChange?: (uploadId: string | undefined) => void
  /** What the lesson plays now, if anything. */
  current?: string
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const file = useRef<File | null>(null)

  const start = async () => {
    const chosen = file.current
    if (!chosen) return
    onChange?.(undefined)
    setStatus({ kind: 'sending', percent: 0, name: chosen.name })
    try {
      const done = await uploadVideo(chosen, (sent, size) =>
        setStatus({ kind: 'sending', percent: Math.floor((sent / size) * 100), name: chosen.name }),
      )
      setStatus({ kind: 'done', name: chosen.name, duration: done.duration })
      onChange?.(done.id)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '上传失败')
      setStatus({ kind: 'failed', message: apiError.message, canResume: apiError.code !== 400 })
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {current && status.kind === 'idle' && (
        <Typography.Text type="secondary">{current}</Typography.Text>
      )}
      <Upload
        accept={[...VIDEO_EXTENSIONS, 'video/mp4'].join(',')}
        showUploadList={false}
        disabled={status.kind === 'sending'}
        beforeUpload={(chosen) => {
          file.current = chosen
          start().catch(() => undefined)
          return false
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={status.kind === 'sending'}>
          {current ? '更换视频' : '选择视频'}
        </Button>
      </Upload>
      {status.kind === 'sending' && (
        <div>
          <Typography.Text>正在上传：{status.name}</Typography.Text>
          <Progress percent={status.percent} aria-label="上传进度" />
        </div>
      )}
      {status.kind === 'done' && (
        <Alert
          type="success"
          showIcon
          message={`${status.name} 已上传，时长 ${videoLength(status.duration)}`}
        />
      )}
      {status.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={status.message}
          action={
            status.canResume ? (
              <Button
                size="small"
                onClick={() => {
                  start().catch(() => undefined)
                }}
              >
                继续上传
              </Button>
            ) : undefined
          }
        />
      )}
      <Typography.Text type="secondary">
        MP4（H.264）格式，最大 4 GB；上传中断后可继续上传
      </Typography.Text>
    </Space>
  )
}
