#include "metrics.hpp"

void Metrics::observe(const std::string &name, double v)
{
	samples_.emplace_back(name, v);
}

double Metrics::mean(const std::string &name) const
{
	double sum = 0;
	int n = 0;
	for (int i = 0; i < samples_.size(); i++) {
		if (samples_[i].first == name) {
			sum += samples_[i].second;
			n++;
		}
	}
	return n ? sum / n : 0.0;
}
