#!/bin/bash
# GitLab job "labels": build, then print the labels for both stores
set -ex
javac -d out src/net/tillroll/prices/*.java
java -cp out net.tillroll.prices.Labels data/prices-store12.csv B1001 P2001
java -cp out net.tillroll.prices.Labels data/prices-store14.csv B1002 P2003 C3001
