import type { ThemeConfig } from 'antd'

/**
 * The console's colours: the app's brand blue (5.6:1 on white, where antd's #1677ff gives
 * 4.1:1) and secondary texts dark enough for 4.5:1 (WCAG AA).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1a5fd6',
    colorLink: '#1a5fd6',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Descriptions' labels and other tertiary texts (antd: 0.45, 2.5:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Danger buttons and error texts: antd's #ff4d4f gives 3.3:1 on white.
    colorError: '#c9241d',
    borderRadius: 6,
  },
}
