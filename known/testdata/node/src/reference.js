// A ReferenceError inside a timer callback.
function tick() {
  count += 1;
}

setTimeout(tick, 1);
