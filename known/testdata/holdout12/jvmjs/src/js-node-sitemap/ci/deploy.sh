#!/bin/bash
# Drone step "publish": build the static extras, then upload (the upload is not reached here)
set -e
echo "+ node --version"; node --version
echo "+ npm run sitemap"
npm run sitemap
echo "+ rsync -a dist/ deploy@web01:/srv/site/"
