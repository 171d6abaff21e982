#!/bin/bash
# Jenkins stage "unit": plain javac + JUnitCore (the agent has the Debian junit4 jars)
set -eux
CP=/usr/share/java/junit4.jar:/usr/share/java/hamcrest.jar
rm -rf build && mkdir -p build/main build/test
javac -version
javac -d build/main src/main/java/nl/warmte/thermostat/*.java
javac -d build/test -cp build/main:$CP src/test/java/nl/warmte/thermostat/*.java
cp -r src/test/resources/. build/test/
java -cp build/main:build/test:$CP org.junit.runner.JUnitCore \
    nl.warmte.thermostat.ConverterTest nl.warmte.thermostat.SettingsTest nl.warmte.thermostat.ThermostatTest
