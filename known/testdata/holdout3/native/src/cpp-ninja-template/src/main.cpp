#include <iostream>
#include <string>
#include <vector>
#include "telemetry/metric.h"

namespace telemetry {
struct ProbeLocation;
std::string export_batch(const std::vector<Summary>& summaries,
                         const std::vector<ProbeLocation>& probes);
}

int main()
{
    std::vector<telemetry::Summary> summaries{{"cpu_load", 3, 0.1, 0.9, 0.4}};
    std::cout << telemetry::export_batch(summaries, {}) << std::endl;
    return 0;
}
