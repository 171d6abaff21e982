#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tel::agg {

// One time series: a metric name and the host it came from.
struct SeriesKey {
    std::string metric;
    std::uint32_t host_id = 0;

    bool operator==(const SeriesKey& o) const
    {
        return host_id == o.host_id && metric == o.metric;
    }
};

struct Series {
    std::vector<std::int64_t> ts;
    std::vector<double> values;
};

class SeriesIndex {
public:
    Series& series(const SeriesKey& key) { return by_key_[key]; }
    const Series* find(const SeriesKey& key) const;
    std::size_t size() const { return by_key_.size(); }
    std::vector<SeriesKey> keys_for(const std::string& metric) const;

private:
    std::unordered_map<SeriesKey, Series> by_key_;
};

} // namespace tel::agg
