#pragma once
#include <string>
#include <utility>
#include "metrics/sink.hpp"
namespace metrics {
// Sends samples as statsd lines over UDP; defined in src/metrics/statsd_sink.cpp.
class StatsdSink : public Sink {
 public:
  StatsdSink(std::string host, int port) : host_(std::move(host)), port_(port) {}
  void emit(const Sample& s) override;
  void flush() override;

 private:
  std::string host_;
  int port_;
  std::string pending_;
};
}  // namespace metrics
