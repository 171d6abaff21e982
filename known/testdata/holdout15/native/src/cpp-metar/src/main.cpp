// main.cpp
