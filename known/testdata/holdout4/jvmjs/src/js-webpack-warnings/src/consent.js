const KEY = "consent.v2";

function banner() {
  const div = document.createElement("div");
  div.className = "consent";
  div.innerHTML = '<p>We use cookies to measure visits.</p><button data-v="yes">Accept</button><button data-v="no">Decline</button>';
  div.addEventListener("click", (e) => {
    const v = e.target.dataset && e.target.dataset.v;
    if (!v) return;
    localStorage.setItem(KEY, v);
    div.remove();
  });
  return div;
}

if (!localStorage.getItem(KEY)) {
  document.body.append(banner());
}
