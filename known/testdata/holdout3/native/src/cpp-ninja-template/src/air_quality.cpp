// air quality metric: min/max/mean over a window of samples
#include <algorithm>
#include <cstddef>
#include <vector>
#include "telemetry/metric.h"

namespace telemetry {

struct AirQualitySample {
    long timestamp;
    double value;
};

Summary summarize_air_quality(const std::vector<AirQualitySample>& samples, int flags)
{
    Summary out{"air_quality", 0, 0.0, 0.0, 0.0};
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
