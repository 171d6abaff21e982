#include "metrics/ewma.hpp"

namespace metrics {

void Ewma::tick(double sample)
{
    if (!primed_) {
        value_ = sample;
        primed_ = true;
        return;
    }
    value_ += alpha_ * (sample - value_);
}

} // namespace metrics
