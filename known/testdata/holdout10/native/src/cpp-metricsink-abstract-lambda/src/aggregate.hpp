#pragma once
#include <map>
#include <string>
#include <vector>
#include "sink.hpp"

std::map<std::string, double> mean_by_name(const std::vector<Sample>& samples);
std::vector<Sample> above(const std::vector<Sample>& samples, double limit);
