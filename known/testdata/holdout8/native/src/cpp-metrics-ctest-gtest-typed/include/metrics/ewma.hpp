#pragma once

namespace metrics {

// Exponentially weighted moving average, as load averages do it.
class Ewma {
public:
    explicit Ewma(double alpha) : alpha_(alpha) {}
    void tick(double sample);
    double value() const { return value_; }
    bool primed() const { return primed_; }

private:
    double alpha_;
    double value_ = 0;
    bool primed_ = false;
};

} // namespace metrics
