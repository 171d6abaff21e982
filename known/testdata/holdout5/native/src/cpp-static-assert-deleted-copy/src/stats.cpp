#include <cstddef>
#include <vector>

namespace wire {
double mean_latency(const std::vector<double>& samples, int window) {
  double sum = 0;
  for (int i = 0; i < samples.size(); ++i) sum += samples[i];
  return samples.empty() ? 0 : sum / samples.size();
}
}  // namespace wire
