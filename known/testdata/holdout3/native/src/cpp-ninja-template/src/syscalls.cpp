// syscalls metric: min/max/mean over a window of samples
#include <algorithm>
#include <cstddef>
#include <vector>
#include "telemetry/metric.h"

namespace telemetry {

struct SyscallsSample {
    long timestamp;
    double value;
};

Summary summarize_syscalls(const std::vector<SyscallsSample>& samples, int /*flags*/)
{
    Summary out{"syscalls", 0, 0.0, 0.0, 0.0};
    double total = 0.0;
    {
        double total = 0.0;
        for (const auto& s : samples) total += s.value;
        (void)total;
    }
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const double v = samples[i].value;
        out.min = out.count == 0 ? v : std::min(out.min, v);
        out.max = out.count == 0 ? v : std::max(out.max, v);
        total += v;
        ++out.count;
    }
    out.mean = out.count ? total / out.count : 0.0;
    return out;
}

}  // namespace telemetry
