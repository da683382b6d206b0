import { UPLOAD_CHUNK_BYTES } from '@common/constants/uploads'
import { devPay, order } from '../../support/buying'
import { call, staffOf } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'
import { putChunk, SAMPLE_VIDEO, twoChunkVideo, uploadVideo } from '../../support/videos'

async function subjectAndTeacher(server: TestServer, cookie: string) {
  const subjects = await call(server, 'GET', '/admin/api/course-subjects', undefined, cookie)
  const teachers = await call(server, 'GET', '/admin/api/teachers', undefined, cookie)
  expect(subjects.result[0]).toEqual({
    id: expect.any(Number),
    name: expect.any(String),
    examName: expect.any(String),
  })
  return { subjectId: subjects.result[0].id as number, teacherId: teachers.result[0].id }
}

async function auditActions(server: TestServer, target: string) {
  const rows = await server.app.db
    .selectFrom('audit_log')
    .select(['action', 'actor'])
    .where('target', '=', target)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.action)
}

describeServer('courses, lessons and their videos in the console', (server) => {
  it('makes a draft course, gives it a lesson with an uploaded video, publishes it, and a buyer plays it', async () => {
    const content = await staffOf(server, 'content')
    const { subjectId, teacherId } = await subjectAndTeacher(server, content)
    const made = await call(
      server,
      'POST',
      '/admin/api/courses',
      {
        subjectId,
        title: ' 长期股权投资专题精讲 ',
        teacherId,
        priceFen: 19900,
        discountPriceFen: 9900,
        validityDays: 365,
        description: '权益法、成本法与转换，一次讲透。',
      },
      content,
    )
    expect([made.code, made.message]).toEqual([200, '课程已创建'])
    const course = made.result
    expect(course).toMatchObject({
      title: '长期股权投资专题精讲',
      status: 'draft',
      cover: `/media/covers/course/${course.id}.svg`,
      lessons: [],
    })

    // A draft is neither listed nor sold.
    const listed = await server.get(`/knew/Pc/course/getCourseList/cateId/${subjectId}`)
    expect(listed.result.map((card: { id: number }) => card.id)).not.toContain(course.id)
    const learner = await newLearner(server.app)
    const early = await order(server, learner.cookie, { type: 'course', gid: course.id })
    expect(early.code).toBe(404)

    const publishEmpty = await call(
      server,
      'PATCH',
      `/admin/api/courses/${course.id}`,
      { status: 'published' },
      content,
    )
    expect([publishEmpty.code, publishEmpty.message]).toEqual([
      400,
      '课程至少需要一个已上架且有视频的课时才能发布',
    ])

    const chapter = await call(
      server,
      'POST',
      `/admin/api/courses/${course.id}/chapters`,
      { title: '第一章 权益法' },
      content,
    )
    expect(chapter.result).toMatchObject({ title: '第一章 权益法', sort: 0 })

    const video = twoChunkVideo()
    const upload = await uploadVideo(server, content, '第一讲.mp4', video)
    expect(upload).toMatchObject({ state: 'done', duration: 45, offset: video.length })

    const noVideo = await call(
      server,
      'POST',
      '/admin/api/lessons',
      { courseId: course.id, chapterId: chapter.result.id, title: '1.1 导论', published: true },
      content,
    )
    expect([noVideo.code, noVideo.message]).toEqual([400, '请先上传视频再上架课时'])
    const lesson = await call(
      server,
      'POST',
      '/admin/api/lessons',
      {
        courseId: course.id,
        chapterId: chapter.result.id,
        title: '1.1 权益法的初始计量',
        uploadId: upload.id,
      },
      content,
    )
    expect(lesson.result).toMatchObject({
      title: '1.1 权益法的初始计量',
      published: true,
      hasVideo: true,
      duration: 45,
      free: false,
    })

    const published = await call(
      server,
      'PATCH',
      `/admin/api/courses/${course.id}`,
      { status: 'published' },
      content,
    )
    expect(published.result).toMatchObject({ status: 'published', lessonCount: 1 })
    const listedNow = await server.get(`/knew/Pc/course/getCourseList/cateId/${subjectId}`)
    expect(listedNow.result.map((card: { id: number }) => card.id)).toContain(course.id)

    // The learner cannot play it before buying, and plays the uploaded bytes after.
    const before = await server.inject({
      method: 'GET',
      url: `/media/lesson/${lesson.result.id}`,
      headers: { cookie: learner.cookie },
    })
    expect(before.statusCode).not.toBe(200)
    const placed = await order(server, learner.cookie, { type: 'course', gid: course.id })
    expect(placed.code).toBe(200)
    expect((await devPay(server, placed.result.orderId, learner.cookie)).statusCode).toBe(200)
    await server.get(`/knew/pc/course/tryActive?id=${course.id}`, learner.cookie)
    const played = await server.inject({
      method: 'GET',
      url: `/media/lesson/${lesson.result.id}`,
      headers: { cookie: learner.cookie, range: 'bytes=0-' },
    })
    expect(played.statusCode).toBe(206)
    expect(played.rawPayload.equals(video)).toBe(true)

    expect(await auditActions(server, `course:${course.id}`)).toEqual([
      'course.create',
      'chapter.create',
      'course.publish',
    ])
    expect(await auditActions(server, `lesson:${lesson.result.id}`)).toEqual(['lesson.create'])
  })

  it('resumes an upload from where the server is, and refuses what is not an H.264 MP4', async () => {
    const content = await staffOf(server, 'content')
    const video = twoChunkVideo()
    const begun = await call(
      server,
      'POST',
      '/admin/api/uploads',
      { name: 'lesson.mp4', size: video.length },
      content,
    )
    const id = begun.result.id
    expect(begun.result).toMatchObject({ offset: 0, chunkSize: UPLOAD_CHUNK_BYTES })
    const first = video.subarray(0, UPLOAD_CHUNK_BYTES)
    expect((await putChunk(server, content, id, 0, first)).json().result.offset).toBe(
      UPLOAD_CHUNK_BYTES,
    )
    // The same chunk again (its answer was lost): refused, with where to go on.
    const again = await putChunk(server, content, id, 0, first)
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `上传位置不一致：应从第 ${UPLOAD_CHUNK_BYTES} 字节继续`,
    ])
    const state = await call(server, 'GET', `/admin/api/uploads/${id}`, undefined, content)
    expect(state.result).toMatchObject({ offset: UPLOAD_CHUNK_BYTES, state: 'receiving' })
    // Another staff member cannot see or feed it.
    const other = await staffOf(server, 'content')
    expect((await call(server, 'GET', `/admin/api/uploads/${id}`, undefined, other)).code).toBe(404)
    const rest = await putChunk(
      server,
      content,
      id,
      UPLOAD_CHUNK_BYTES,
      video.subarray(UPLOAD_CHUNK_BYTES),
    )
    expect(rest.json().result).toMatchObject({ state: 'done', duration: 45 })

    const fake = Buffer.from('这不是视频'.repeat(100))
    const refused = await uploadVideo(server, content, 'fake.mp4', fake)
    expect([refused.status, refused.message]).toEqual([400, '文件不是可读取的 MP4 视频'])

    const wrongName = await call(
      server,
      'POST',
      '/admin/api/uploads',
      { name: 'lesson.avi', size: 100 },
      content,
    )
    expect([wrongName.code, wrongName.message]).toEqual([400, '请上传 MP4 格式的视频（.mp4）'])
    const small = await uploadVideo(server, content, 'short.mp4', SAMPLE_VIDEO)
    const tooLong = await putChunk(server, content, small.id, 0, Buffer.alloc(10))
    expect(tooLong.statusCode).toBe(409)
  })

  it('lets 教务 preview a lesson’s video by ranges, drafts included; others are refused', async () => {
    const content = await staffOf(server, 'content')
    const service = await staffOf(server, 'service')
    const lesson = await server.app.db
      .selectFrom('lessons')
      .select(['id', 'media_file'])
      .where('status', '=', 'unpublished')
      .where('media_file', '<>', '')
      .executeTakeFirstOrThrow()
    const url = `/admin/api/lessons/${lesson.id}/video`
    const part = await server.inject({
      method: 'GET',
      url,
      headers: { cookie: content, range: 'bytes=0-99' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-type']).toBe('video/mp4')
    expect(part.rawPayload).toHaveLength(100)
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)

    expect((await call(server, 'GET', url, undefined, service)).status).toBe(403)
    expect((await call(server, 'GET', url)).status).toBe(401)
    const noVideo = await server.app.db
      .insertInto('lessons')
      .values({ course_id: 1, chapter_id: null, title: '还没有视频的课时', sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const missing = await call(
      server,
      'GET',
      `/admin/api/lessons/${noVideo.id}/video`,
      undefined,
      content,
    )
    expect([missing.status, missing.message]).toEqual([404, '该课时还没有视频'])
  })
})
