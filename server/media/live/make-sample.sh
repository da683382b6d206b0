#!/usr/bin/env bash
# Makes the development live stream (LIVE_PROVIDER=dev): the first 12 s of the lesson sample
# ../lessons/sample-1.mp4 cut into an HLS VOD playlist of 2 s MPEG-TS segments (H.264 baseline
# + AAC, low bitrate, about 125 KB in all). Run by hand (apt-get install -y ffmpeg); tests and
# the dev server only read the committed files. The same files serve as every demo live's
# stream and replay (server/src/adapters/live/dev.ts).
set -euo pipefail
cd "$(dirname "$0")"
rm -rf sample && mkdir sample
ffmpeg -y -loglevel error -i ../lessons/sample-1.mp4 -t 12 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -r 15 -g 30 -keyint_min 30 \
  -sc_threshold 0 -b:v 120k -maxrate 150k -bufsize 300k -c:a aac -b:a 24k -ac 1 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename 'sample/segment-%02d.ts' \
  sample/index.m3u8
ls -l sample
