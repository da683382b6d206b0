import type { KnowledgePoint, PracticeTile, Subject } from '@common/contracts/bank'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { goTo, openAddress } from '@/services/navigation'
import { background, confirm, showError, toast } from '@/services/notify'
import { findExam } from '@common/constants/exams'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { tileAction } from '@common/rules/bank'
import { ListState } from '../list-state'
import { LoginPromptDialog } from '../login-prompts'
import { type PageShare, useShareCard } from '../share-card'
import { BankIntro } from './intro'
import { KnowledgePoints } from './knowledge-points'
import { BankStats } from './stats'
import { BankTiles } from './tiles'
import { ChoiceSheet, ExamSwitch } from './switches'
import './index.scss'

/** The bank home's share card: the subject's bank, which the friend who taps it opens too. */
function bankShare(examId: number, subject: Subject): PageShare {
  const exam = findExam(examId)?.name ?? ''
  return {
    title: `${exam} · ${subject.year}年${subject.name}题库`,
    desc: `${subject.questionCount}道题：章节练习、模拟试卷、考前押题，随时随地刷题`,
    path: routeUrl('testHome', { examId, subjectId: subject.id }),
  }
}

/** spec §8 toasts of the bank home. */
export const BANK_TOASTS = {
  subject: '科目切换成功',
  exam: '考试类型切换成功',
  sprintClosed: '押题卷将于考前一周开放',
} as const

interface BankHomeProps {
  examId: number
  subjectId: number
  /** Shows another exam's or year's subject: the page decides how (its route, or in place). */
  onSwitch: (examId: number, subjectId: number) => void
}

/** spec §2 question-bank home of one exam's subject. */
export const BankHome = observer(function BankHome({ examId, subjectId, onSwitch }: BankHomeProps) {
  const { app, bank } = useStores()
  const [loginPrompt, setLoginPrompt] = useState(false)
  const [introDone, setIntroDone] = useState(() => bank.introSeen)

  useEffect(() => {
    background(app.checkLogin().then(() => bank.open(examId, subjectId)))
  }, [app, bank, examId, subjectId])

  // Taro keeps a page alive under the ones opened over it: shown again after another bank
  // address, it asks for its own subject again; after a paper or a redo, for the learner's
  // fresh figures. Not by counting shows: on a cold load Taro may show the page before this
  // hook is registered, and the first show back would then be taken for the mount's own.
  useDidShow(() => {
    if (bank.subject !== null && bank.subject.id !== subjectId) {
      background(bank.open(examId, subjectId))
    } else if (bank.subject?.id === subjectId && !bank.state.isFetching) {
      background(bank.refresh(subjectId))
    }
  })

  const subject = bank.subject?.id === subjectId ? bank.subject : null
  useShareCard(subject ? bankShare(examId, subject) : null)

  // A switch's toast shows once its subject is on screen: the switch may have replaced the page.
  useEffect(() => {
    if (!subject) return
    const notice = bank.takeNotice()
    if (notice) toast(notice)
  }, [bank, subject])

  // An address whose subject belongs to another exam shows that exam (spec §2: the subject's
  // parent exam decides).
  useEffect(() => {
    if (subject && subject.parentID !== examId) onSwitch(subject.parentID, subject.id)
  }, [subject, examId, onSwitch])

  const buy = async () => {
    const yes = await confirm({
      title: '开通题库',
      content: `开通${subject ? `${subject.year}年${subject.name}` : ''}题库后即可练习全部试题`,
      confirmText: '立即购买',
      cancelText: '再想想',
    })
    if (!yes) return
    try {
      openAddress(await bank.orderUrl(subjectId))
    } catch (error) {
      showError(error)
    }
  }

  const act = async (key: string, open: boolean, go: () => void) => {
    let access = bank.access
    // spec §4: the access check decides; a tap before it has answered waits for it.
    if (app.isLogin && !bank.accessChecked) access = await bank.checkAccess(subjectId)
    switch (tileAction({ key, open }, { loggedIn: app.isLogin, access })) {
      case 'sprint-closed':
        return toast(BANK_TOASTS.sprintClosed)
      case 'login':
        return setLoginPrompt(true)
      case 'buy':
        return buy()
      case 'open':
        return go()
    }
  }

  const onTile = (tile: PracticeTile) =>
    background(act(tile.key, tile.open, () => goTo('bankList', { subjectId, kind: tile.key })))

  const onPractise = (point: KnowledgePoint) =>
    background(act('knowledge', true, () => goTo('bankPoint', { pointId: point.id })))

  const switchExam = async (id: number) => {
    try {
      const target = await bank.subjectForExam(id)
      if (target === null) return toast('该考试暂无题库')
      bank.announce(BANK_TOASTS.exam)
      onSwitch(id, target)
    } catch (error) {
      showError(error)
    }
  }

  return (
    <View className="bank-home">
      <ExamSwitch examId={examId} onSwitch={(id) => background(switchExam(id))} />
      <View className="bank-home__choices">
        <ChoiceSheet
          label="科目"
          current={subject?.name ?? '…'}
          title="切换科目"
          choices={bank.subjects.map((s) => ({ value: s.id, name: s.name }))}
          onChoose={(id) => {
            bank.announce(BANK_TOASTS.subject)
            onSwitch(examId, id)
          }}
        />
        <ChoiceSheet
          label="年份"
          current={subject ? `${subject.year}年` : '…'}
          title="切换年份"
          choices={bank.yearList.map((year) => ({ value: year, name: `${year}年` }))}
          onChoose={(year) => {
            const id = bank.subjectOfYear(year)
            if (id !== null) onSwitch(examId, id)
          }}
        />
      </View>
      <ListState
        loading={!subject && !bank.state.error}
        error={bank.state.error}
        empty={false}
        emptyText=""
        onRetry={() => background(bank.open(examId, subjectId))}
        reserve="60vh"
      />
      {subject ? (
        <>
          <View className="bank-home__exam-date">
            {subject.year}年考试日期：{subject.examDate} · 题库更新 {subject.updateNum} 次
          </View>
          <BankStats
            loggedIn={app.isLogin}
            rates={bank.rates}
            loading={bank.statisticState.isFetching}
            error={bank.statisticState.error}
          />
          <BankTiles tiles={bank.tiles} onTap={onTile} />
          {app.isLogin ? (
            <KnowledgePoints
              knowledge={bank.knowledge}
              loading={bank.knowledgeState.isFetching}
              error={bank.knowledgeState.error}
              onRetry={() => background(bank.loadOwn(subjectId))}
              onPractise={onPractise}
            />
          ) : null}
        </>
      ) : null}
      <LoginPromptDialog visible={loginPrompt} onClose={() => setLoginPrompt(false)} />
      {introDone ? null : (
        <BankIntro
          onFinish={() => {
            bank.finishIntro()
            setIntroDone(true)
          }}
        />
      )}
    </View>
  )
})
