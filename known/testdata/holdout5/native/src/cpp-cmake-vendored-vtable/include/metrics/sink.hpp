#pragma once
#include <string>
namespace metrics {
struct Sample {
  std::string name;
  double value = 0;
};
class Sink {
 public:
  virtual ~Sink() = default;
  virtual void emit(const Sample& s) = 0;
  virtual void flush() {}
};
}  // namespace metrics
