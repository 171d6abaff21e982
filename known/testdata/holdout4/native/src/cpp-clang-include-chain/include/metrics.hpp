#pragma once
#include <cstddef>
#include <string>
#include <vector>

class Metrics {
public:
	void observe(const std::string &name, double v);
	double mean(const std::string &name) const;

private:
	std::vector<std::pair<std::string, double>> samples_;
};
