#pragma once
#include <array>
#include <cstdint>

std::uint32_t nth_prime(std::size_t i);
std::size_t prime_count();
std::uint32_t crc_entry(std::uint8_t i);
