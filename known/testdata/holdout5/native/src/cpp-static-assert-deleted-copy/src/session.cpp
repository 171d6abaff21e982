#include "wire/session.hpp"

namespace wire {

std::vector<Session> snapshot_sessions(const std::vector<Session>& live) {
  std::vector<Session> copy;
  for (const auto& s : live) {
    if (!s.pending.empty()) copy.push_back(s);
  }
  return copy;
}

std::size_t flush(Session& s) {
  std::size_t sent = 0;
  for (const auto& p : s.pending) {
    if (!s.transport->send(p)) break;
    ++sent;
  }
  s.pending.erase(s.pending.begin(), s.pending.begin() + static_cast<long>(sent));
  return sent;
}

}  // namespace wire
