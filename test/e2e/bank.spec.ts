import { isSprintOpen } from '@common/rules/bank'
import { expect, test } from './fixtures'

test.describe('the question-bank home', () => {
  test('a visitor opening an exam lands on its first subject with tiles and a login prompt', async ({
    bankHome,
    database,
    shell,
    page,
  }) => {
    const first = await database.bankSubject(5617, '初级会计实务')
    await shell.open('/test/home/exam/5617')
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${first.id}$`))
    await expect(bankHome.intro).toBeVisible()
    await bankHome.skipIntro()
    await expect(bankHome.subjectButton).toHaveAccessibleName('科目：初级会计实务')
    await expect(bankHome.yearButton).toHaveAccessibleName(`年份：${first.year}年`)
    for (const title of [
      '免费试做',
      '模拟试卷',
      '章节练习',
      '知识点练习',
      '押题卷',
      '错题本',
      '我的收藏',
    ]) {
      await expect(bankHome.tile(title)).toBeVisible()
    }
    await expect(bankHome.tile('模拟试卷')).toContainText('2套试卷')
    await expect(bankHome.loginNotice).toBeVisible()
    await expect(bankHome.stats).toHaveCount(0)

    // The intro is shown once (leadPage).
    await page.reload()
    await expect(bankHome.subjectButton).toBeVisible()
    await expect(bankHome.intro).toBeHidden()

    await bankHome.tile('模拟试卷').click()
    await expect(page.getByText('您尚未登录，请登录！')).toBeVisible()
  })

  test('the 押题卷 tile says when it opens until a week before the exam', async ({
    bankHome,
    database,
    login,
    shell,
    page,
  }) => {
    const current = await database.bankSubject(5617, '经济法基础')
    await bankHome.open(`/test/home/exam/5617/subject/${current.id}`)
    await bankHome.skipIntro()
    await bankHome.tile('押题卷').click()
    if (isSprintOpen(current.examDate, Date.now())) {
      await expect(page.getByText('您尚未登录，请登录！')).toBeVisible()
    } else {
      await expect(page.getByText('押题卷将于考前一周开放')).toBeVisible()
    }
    // Last year's exam is over: its 押题卷 is open, and a learner with the bank lists it.
    const learner = await login('押题卷学员')
    const last = await database.bankSubject(5617, '经济法基础', 1)
    await database.enrolSubject(learner.userId, last.id)
    await bankHome.open(`/test/home/exam/5617/subject/${last.id}`)
    await expect(bankHome.tile('押题卷')).toContainText('已开放')
    await bankHome.tile('押题卷').click()
    await expect(shell.heading).toHaveText('题库练习')
    await expect(page.getByText(`${last.year}年经济法基础考前押题卷`)).toBeVisible()
  })

  test("a learner's statistics are the database's, floored", async ({
    bankHome,
    database,
    login,
  }) => {
    const learner = await login('题库学员')
    const subject = await database.bankSubject(216, '中级会计实务')
    await database.answerQuestions(learner.userId, subject.id, [true, true, false])
    await bankHome.open(`/test/home/exam/216/subject/${subject.id}`)
    await bankHome.skipIntro()
    await expect(bankHome.figure('做题数')).toHaveText('3道')
    await expect(bankHome.figure('正确率')).toHaveText('66%')
    await expect(bankHome.figure('完成率')).toHaveText(
      `${Math.floor((3 * 100) / subject.questionCount)}%`,
    )
    await expect(bankHome.loginNotice).toHaveCount(0)
    await expect(bankHome.page.getByRole('heading', { name: '推荐知识点' })).toBeVisible()
  })

  test('switching subject, year and exam changes the bank and is remembered', async ({
    bankHome,
    database,
    page,
  }) => {
    const practice = await database.bankSubject(5617, '初级会计实务')
    const law = await database.bankSubject(5617, '经济法基础')
    const lastLaw = await database.bankSubject(5617, '经济法基础', 1)
    const middle = await database.bankSubject(216, '中级会计实务')
    await bankHome.open(`/test/home/exam/5617/subject/${practice.id}`)
    await bankHome.skipIntro()

    await bankHome.subjectButton.click()
    await bankHome.choose('经济法基础')
    await expect(page.getByText('科目切换成功')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${law.id}$`))
    await expect(bankHome.subjectButton).toHaveAccessibleName('科目：经济法基础')

    await bankHome.yearButton.click()
    await bankHome.choose(`${lastLaw.year}年`)
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${lastLaw.id}$`))
    await expect(bankHome.yearButton).toHaveAccessibleName(`年份：${lastLaw.year}年`)

    await bankHome.examTab('中级会计职称').click()
    await expect(page.getByText('考试类型切换成功')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/216/subject/${middle.id}$`))
    await expect(bankHome.subjectButton).toHaveAccessibleName('科目：中级会计实务')

    // The exam alone opens the subject remembered for it (TEST_EXAM), and /test the last exam.
    await bankHome.open('/test/home/exam/5617')
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${lastLaw.id}$`))
    await bankHome.open('/test')
    await expect(bankHome.subjectButton).toHaveAccessibleName('科目：经济法基础')
  })

  test('a subject alone finds its exam; the home page links land on the bank', async ({
    bankHome,
    database,
    homePage,
    page,
  }) => {
    const audit = await database.bankSubject(7652, '审计')
    await bankHome.open(`/test/home/subject/${audit.id}`)
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/7652/subject/${audit.id}$`))
    await expect(bankHome.examTab('注册会计师')).toHaveAttribute('aria-selected', 'true')

    // The home page's CPA bank link opens the subject remembered for the exam (TEST_EXAM).
    await homePage.open()
    await page
      .getByRole('link', { name: /^注册会计师/ })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/7652/subject/${audit.id}$`))
  })

  test('a tile opens its list from the server', async ({ bankHome, database, shell, page }) => {
    const subject = await database.bankSubject(5617, '初级会计实务')
    await bankHome.open(`/test/home/exam/5617/subject/${subject.id}`)
    await bankHome.skipIntro()
    await bankHome.tile('免费试做').click()
    await expect(shell.heading).toHaveText('题库练习')
    await expect(page.getByText('初级会计实务免费试做')).toBeVisible()
  })
})

test.describe('the bank on a desktop browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  })

  test('goes to the desktop bank address', async ({ database, page }) => {
    const subject = await database.bankSubject(216, '财务管理')
    await page.goto(`/test/home/exam/216/subject/${subject.id}`)
    await expect(page).toHaveURL(new RegExp(`/pc/tiku/exam/216/subject/${subject.id}$`))
    await expect(page.getByRole('heading', { name: `${subject.year}年财务管理题库` })).toBeVisible()
  })
})
