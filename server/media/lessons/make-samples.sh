#!/usr/bin/env bash
# Makes the demo school's sample lesson videos (sample-1.mp4 … sample-3.mp4) with ffmpeg:
# 640x360, H.264 baseline + silent AAC, faststart, a coloured background, large Chinese text
# and a running timer. Run by hand (apt-get install -y ffmpeg fonts-wqy-microhei); tests
# only read the committed files. The demo lessons name these files, with the
# durations below (the lessons' `video` and `duration` in server/demo-school/school.json).
set -euo pipefail
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc

make_sample() {
  local number=$1 colour=$2 seconds=$3
  ffmpeg -y -loglevel error \
    -f lavfi -i "color=c=${colour}:s=640x360:r=15:d=${seconds}" \
    -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" \
    -vf "drawtext=fontfile=${FONT}:text='恒达会计网校':fontsize=30:fontcolor=white@0.85:x=(w-text_w)/2:y=70,\
drawtext=fontfile=${FONT}:text='示例课时 ${number}':fontsize=64:fontcolor=white:x=(w-text_w)/2:y=130,\
drawtext=fontfile=${FONT}:text='%{eif\:t/60\:d\:2}\:%{eif\:mod(t\,60)\:d\:2}':fontsize=40:fontcolor=yellow:x=(w-text_w)/2:y=250" \
    -t "${seconds}" -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p \
    -preset veryslow -crf 30 -g 150 -c:a aac -b:a 24k -ac 1 -shortest \
    -movflags +faststart "sample-${number}.mp4"
}

make_sample 1 '0x1f6f5c' 45
make_sample 2 '0x2b4c8c' 52
make_sample 3 '0x8c4a2b' 58
ls -l sample-*.mp4
