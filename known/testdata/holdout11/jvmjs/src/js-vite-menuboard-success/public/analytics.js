window.__boardLoaded = Date.now();
