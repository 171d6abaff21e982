const form = document.querySelector("#booking");

form?.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const body = Object.fromEntries(new FormData(form));
  const res = await fetch("/api/bookings", { method: "POST", body: JSON.stringify(body) });
  form.dataset.state = res.ok ? "booked" : "error";
});
