#include "agg/series_key.hpp"

namespace tel::agg {

const Series* SeriesIndex::find(const SeriesKey& key) const
{
    auto it = by_key_.find(key);
    return it == by_key_.end() ? nullptr : &it->second;
}

std::vector<SeriesKey> SeriesIndex::keys_for(const std::string& metric) const
{
    std::vector<SeriesKey> out;
    for (const auto& [k, s] : by_key_)
        if (k.metric == metric)
            out.push_back(k);
    return out;
}

} // namespace tel::agg
