#include "rules/anomaly.hpp"

namespace tel::rules {

Anomaly::Anomaly(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Anomaly::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string Anomaly::describe() const
{
    return "rules.anomaly: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::rules
