#include "metrics/statsd_sink.hpp"
namespace metrics {
void StatsdSink::emit(const Sample& s) {
  pending_ += s.name + ":" + std::to_string(s.value) + "|g\n";
}
void StatsdSink::flush() { pending_.clear(); }
}  // namespace metrics
