#include "sinks/s3_upload.hpp"

namespace tel::sinks {

S3Upload::S3Upload(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t S3Upload::process(const std::vector<std::int64_t>& values, int flags)
{
    for (auto v : values) {
        if (buf_.size() == capacity_)
            buf_.erase(buf_.begin());
        buf_.push_back(v);
    }
    seen_ += values.size();
    return buf_.size();
}

std::string S3Upload::describe() const
{
    return "sinks.s3_upload: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::sinks
