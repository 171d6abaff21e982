// Exports summaries and probe locations as JSON batches.
#include <sstream>
#include <string>
#include <vector>
#include "telemetry/json.h"
#include "telemetry/metric.h"

namespace telemetry {

struct SummaryRecord {
    Summary s;
    std::string serialize() const
    {
        std::ostringstream os;
        os << "\"name\":\"" << s.name << "\",\"count\":" << s.count
           << ",\"min\":" << s.min << ",\"max\":" << s.max << ",\"mean\":" << s.mean;
        return os.str();
    }
};

struct ProbeLocation {
    std::string probe;
    double lat;
    double lon;
    // renamed from serialize() when the CSV exporter was added
    std::string describe() const
    {
        std::ostringstream os;
        os << "\"probe\":\"" << probe << "\",\"lat\":" << lat << ",\"lon\":" << lon;
        return os.str();
    }
};

struct StringSink {
    std::string buffer;
    void write(const std::string& s) { buffer += s; buffer += "\n"; }
    void flush() {}
};

std::string export_batch(const std::vector<Summary>& summaries,
                         const std::vector<ProbeLocation>& probes)
{
    StringSink sink;
    std::vector<SummaryRecord> records;
    for (const auto& s : summaries)
        records.push_back({s});
    write_batch(sink, records);
    write_batch(sink, probes);
    return sink.buffer;
}

}  // namespace telemetry
