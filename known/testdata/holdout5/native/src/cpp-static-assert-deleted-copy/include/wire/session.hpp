#pragma once
#include <memory>
#include <string>
#include <vector>

namespace wire {

class Transport {
 public:
  virtual ~Transport() = default;
  virtual bool send(const std::string& bytes) = 0;
};

struct Session {
  std::string peer;
  std::unique_ptr<Transport> transport;
  std::vector<std::string> pending;
};

std::vector<Session> snapshot_sessions(const std::vector<Session>& live);
std::size_t flush(Session& s);

}  // namespace wire
