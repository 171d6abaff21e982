'use strict';

module.exports = { ...require('./bus'), ...require('./topic') };
