import { BANK_LOGIN_NOTICE } from '@common/constants/bank-home'
import { View } from '@tarojs/components'
import { LoginNoticePanel } from '../login-prompts'

interface BankStatsProps {
  loggedIn: boolean
  rates: { completion: number; accuracy: number; done: number } | null
  loading: boolean
  error: string | null
}

/** spec §2: logged in, completion rate, questions done and accuracy; a visitor, a login prompt. */
export function BankStats({ loggedIn, rates, loading, error }: BankStatsProps) {
  if (!loggedIn) return <LoginNoticePanel text={BANK_LOGIN_NOTICE} />
  const figure = (value: number | undefined, unit: string) =>
    rates && value !== undefined ? `${value}${unit}` : loading ? '…' : '--'
  return (
    <View className="bank-stats" aria-label="做题统计">
      <View className="bank-stats__item">
        <View className="bank-stats__value">{figure(rates?.completion, '%')}</View>
        <View className="bank-stats__name">完成率</View>
      </View>
      <View className="bank-stats__item">
        <View className="bank-stats__value">{figure(rates?.done, '道')}</View>
        <View className="bank-stats__name">做题数</View>
      </View>
      <View className="bank-stats__item">
        <View className="bank-stats__value">{figure(rates?.accuracy, '%')}</View>
        <View className="bank-stats__name">正确率</View>
      </View>
      {error ? (
        <View className="bank-stats__error" role="alert">
          统计加载失败：{error}
        </View>
      ) : null}
    </View>
  )
}
