// nvme wear metric: min/max/mean over a window of samples
#include <algorithm>
#include <cstddef>
#include <vector>
#include "telemetry/metric.h"

namespace telemetry {

struct NvmeWearSample {
    long timestamp;
    double value;
};

Summary summarize_nvme_wear(const std::vector<NvmeWearSample>& samples, int flags)
{
    Summary out{"nvme_wear", 0, 0.0, 0.0, 0.0};
    double total = 0.0;
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
