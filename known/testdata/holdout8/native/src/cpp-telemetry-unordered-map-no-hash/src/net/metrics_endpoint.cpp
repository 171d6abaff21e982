#include "net/metrics_endpoint.hpp"

namespace tel::net {

MetricsEndpoint::MetricsEndpoint(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t MetricsEndpoint::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values)
        if (!(flags & 4) || v > 0)
            buf_.push_back(v);
    seen_ += values.size();
    return buf_.size();
}

std::string MetricsEndpoint::describe() const
{
    return "net.metrics_endpoint: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::net
