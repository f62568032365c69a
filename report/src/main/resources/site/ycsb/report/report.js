// Draws the report's charts from the embedded data with Chart.js (inlined above), then records on <body>
// how many canvases really carry ink (data-charts-rendered), so a headless browser can check the page.
(function () {
  var data = JSON.parse(document.getElementById('report-data').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.font.family = 'system-ui, sans-serif';

  function axis(title, position, extra) {
    var a = {type: 'linear', position: position, beginAtZero: true, title: {display: true, text: title}};
    for (var k in extra) { a[k] = extra[k]; }
    return a;
  }

  // The capacity searches (sweep --slo) of a chart's workload: their SLO as a horizontal line on its latency
  // chart, each database's capacity marked on that line. data-slo-lines on <body> counts what was drawn.
  var sloLines = 0;
  var capacityMarks = 0;
  function sloDatasets(c) {
    var found = (data.capacities || []).filter(function (k) { return k.workload === c.workload && c.phase === 'run'; });
    var out = [];
    var seen = {};
    var maxX = 0;
    c.curves.forEach(function (s) { s.points.forEach(function (p) { maxX = Math.max(maxX, p.throughput); }); });
    found.forEach(function (k) { if (k.capacity !== null) { maxX = Math.max(maxX, k.throughput || k.capacity); } });
    found.forEach(function (k) {
      if (!seen[k.slo]) {
        seen[k.slo] = true;
        sloLines++;
        out.push({label: 'SLO ' + k.slo, showLine: true, borderColor: '#c00', backgroundColor: '#c00',
          borderDash: [4, 4], borderWidth: 1.5, pointRadius: 0,
          data: [{x: 0, y: k.limitUs}, {x: maxX * 1.05, y: k.limitUs}]});
      }
      if (k.capacity !== null) {
        capacityMarks++;
        var color = data.colors[k.database];
        out.push({label: k.database + ' capacity ' + k.capacity + ' ops/s', showLine: false, pointStyle: 'triangle',
          pointRadius: 8, borderColor: color, backgroundColor: color, data: [{x: k.capacity, y: k.limitUs}]});
      }
    });
    return out;
  }

  // The 95% intervals of repeated steps: a whisker on each bar, a translucent band along each latency line.
  // data-interval-whiskers and data-interval-bands on <body> count what the first drawing of the page drew.
  var whiskers = 0;
  var bands = 0;
  // Each is drawn with its own dataset: a whisker right after its bars, a band right before its line, so that the
  // latency lines, drawn last, stay above both.
  function drawInterval(chart, d) {
    var ctx = chart.ctx;
    var ds = chart.data.datasets[d];
    if (!ds.low || !chart.isDatasetVisible(d)) { return; }
    var meta = chart.getDatasetMeta(d);
    var scale = chart.scales[ds.yAxisID];
    var area = chart.chartArea;
    ctx.save();
    ctx.beginPath();
    ctx.rect(area.left, area.top, area.right - area.left, area.bottom - area.top);
    ctx.clip(); // an interval beyond the axis stops at the plot's edge, never over the title or legend
    if (ds.type === 'bar') {
      ctx.strokeStyle = '#222';
      ctx.lineWidth = 1.5;
      meta.data.forEach(function (el, k) {
        if (ds.low[k] == null || ds.high[k] == null) { return; }
        var lo = scale.getPixelForValue(ds.low[k]);
        var hi = scale.getPixelForValue(ds.high[k]);
        ctx.beginPath();
        ctx.moveTo(el.x, lo); ctx.lineTo(el.x, hi);
        ctx.moveTo(el.x - 5, lo); ctx.lineTo(el.x + 5, lo);
        ctx.moveTo(el.x - 5, hi); ctx.lineTo(el.x + 5, hi);
        ctx.stroke();
        whiskers++;
      });
    } else {
      // Joined between neighbouring points that both have an interval, a short bar around a lone one (as the
      // PNG chart draws it).
      ctx.globalAlpha = 0.2;
      ctx.fillStyle = ds.borderColor;
      var has = function (k) { return ds.low[k] != null && ds.high[k] != null && !!meta.data[k]; };
      meta.data.forEach(function (el, k) {
        if (!has(k)) { return; }
        var lo = scale.getPixelForValue(ds.low[k]);
        var hi = scale.getPixelForValue(ds.high[k]);
        if (k > 0 && has(k - 1)) {
          var prev = meta.data[k - 1];
          ctx.beginPath();
          ctx.moveTo(prev.x, scale.getPixelForValue(ds.high[k - 1]));
          ctx.lineTo(el.x, hi);
          ctx.lineTo(el.x, lo);
          ctx.lineTo(prev.x, scale.getPixelForValue(ds.low[k - 1]));
          ctx.closePath();
          ctx.fill();
        } else if (!has(k + 1)) {
          ctx.fillRect(el.x - 6, Math.min(lo, hi), 12, Math.abs(lo - hi));
        }
        bands++;
      });
    }
    ctx.restore();
  }
  var intervals = {
    id: 'intervals',
    beforeDatasetDraw: function (chart, args) {
      if (chart.data.datasets[args.index].type !== 'bar') { drawInterval(chart, args.index); }
    },
    afterDatasetDraw: function (chart, args) {
      if (chart.data.datasets[args.index].type === 'bar') { drawInterval(chart, args.index); }
    }
  };

  var MISSED = '#b00000';

  // A reason's words before its first colon, as the PNG writes it beside the point (MissReason.headline).
  function headline(reason) {
    var colon = reason.indexOf(':');
    return colon < 0 ? reason : reason.substring(0, colon);
  }

  // A latency curve point's tooltip: which step it is, where, and why it missed the SLO where it did.
  function pointTooltip(item) {
    var ds = item.dataset;
    var p = ds.points ? ds.points[item.dataIndex] : null;
    var s = ds.label + ': ' + (p ? p.label + ', ' : '') + Math.round(item.parsed.x) + ' ops/s, '
      + Math.round(item.parsed.y) + ' µs';
    return p && p.missed ? [s, 'missed the SLO: ' + p.missed] : s;
  }

  // On a latency chart: an arrowhead halfway along each stretch of a curve, pointing the way the sweep went, and
  // each point's label beside it. data-point-labels on <body> lists the labels the first drawing drew.
  var pointLabels = [];
  // The labels that run past the canvas's edge (data-clipped-labels): a reader cannot read them.
  var clippedLabels = [];
  var curveMarks = {
    id: 'curveMarks',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      chart.data.datasets.forEach(function (ds, d) {
        if (!chart.isDatasetVisible(d)) { return; }
        var meta = chart.getDatasetMeta(d);
        ctx.save();
        if (ds.arrows) {
          ctx.fillStyle = ds.borderColor;
          for (var k = 0; k + 1 < meta.data.length; k++) {
            var a = meta.data[k];
            var b = meta.data[k + 1];
            var length = Math.hypot(b.x - a.x, b.y - a.y);
            if (length < 27) { continue; } // no room for an arrowhead between the two points' markers
            var ux = (b.x - a.x) / length;
            var uy = (b.y - a.y) / length;
            var tipX = (a.x + b.x) / 2 + ux * 4.5;
            var tipY = (a.y + b.y) / 2 + uy * 4.5;
            ctx.beginPath();
            ctx.moveTo(tipX, tipY);
            ctx.lineTo(tipX - ux * 9 - uy * 4.5, tipY - uy * 9 + ux * 4.5);
            ctx.lineTo(tipX - ux * 9 + uy * 4.5, tipY - uy * 9 - ux * 4.5);
            ctx.closePath();
            ctx.fill();
          }
        }
        if (ds.pointLabels) {
          ctx.font = '11px system-ui, sans-serif';
          ctx.fillStyle = ds.labelColor || ds.borderColor;
          ctx.textAlign = ds.labelBelow ? 'center' : 'left';
          ctx.textBaseline = ds.labelBelow ? 'top' : 'bottom';
          meta.data.forEach(function (el, k) {
            var text = ds.pointLabels[k];
            if (!text) { return; }
            var width = ctx.measureText(text).width;
            var left = ds.labelBelow ? el.x - width / 2 : el.x + 5;
            if (!ds.labelBelow && left + width > chart.width) {
              // No room right of the point (the axis ends at it): the label goes left of it, whole.
              left = el.x - 5 - width;
            }
            ctx.textAlign = 'left';
            ctx.fillText(text, left, ds.labelBelow ? el.y + 8 : el.y - 5);
            if (!chart.$labelsRecorded && (left < 0 || left + width > chart.width)) {
              clippedLabels.push(chart.canvas.id + '|' + ds.label + '|' + text);
            }
            if (!chart.$labelsRecorded) { pointLabels.push(chart.canvas.id + '|' + ds.label + '|' + text); }
          });
        }
        ctx.restore();
      });
      chart.$labelsRecorded = true;
    }
  };

  // Tooltip: how a point was made (median of n runs, its interval, the percentile over all their operations).
  function how(ds, k) {
    var n = ds.runs ? ds.runs[k] : 1;
    if (!n || n < 2) { return 'one run'; }
    var s = 'median of ' + n + ' runs';
    // The exact coverage, as the caption gives it: below 6 runs the interval is [min, max], 1 - 2 / 2^n.
    var coverage = n >= 6 ? '95%' : (100 * (1 - 2 * Math.pow(0.5, n))) + '%';
    if (ds.low && ds.low[k] != null) { s += ', ' + coverage + ' interval [' + ds.low[k] + ', ' + ds.high[k] + ']'; }
    if (ds.pooled && ds.pooled[k] != null) { s += '; over all their operations: ' + ds.pooled[k] + ' µs'; }
    return s;
  }

  // The highest interval end of some series' lists, so that the axis shows the whole whisker or band.
  function highest(lists) {
    var top;
    lists.forEach(function (l) { (l || []).forEach(function (v) { if (v != null && !(v <= top)) { top = v; } }); });
    return top;
  }

  // The caption under a chart's title (how the points were made, what the whiskers are), when there is one: one
  // line per part, since Chart.js squeezes a line wider than the canvas.
  function subtitle(text) {
    return {display: !!text, text: text ? text.split('; ') : '', color: '#444', font: {size: 12}};
  }

  data.charts.forEach(function (c, i) {
    var datasets = [];
    c.bars.forEach(function (s) {
      var color = data.colors[s.database];
      var line = data.latencyColors[s.database];
      datasets.push({type: 'bar', label: s.database + ' ops/s', data: s.throughput, backgroundColor: color,
        yAxisID: 'y', order: 2, low: s.throughputLow, high: s.throughputHigh, runs: s.runs});
      // Above the bars (Chart.js draws the lower order later), solid and a darker shade of the bar's colour, each
      // point ringed in white: a point or a stretch of line over a bar, its own or another's, stays in sight.
      datasets.push({type: 'line', label: s.database + ' p' + c.percentile + ' µs', data: s.latencyUs, borderColor: line,
        backgroundColor: line, pointBackgroundColor: line, pointBorderColor: '#fff', pointBorderWidth: 1.5,
        pointRadius: 4.5, borderWidth: 2.5, yAxisID: 'y1', order: 1, spanGaps: true,
        low: s.latencyLow, high: s.latencyHigh, runs: s.runs, pooled: s.pooledLatencyUs});
    });
    new Chart(document.getElementById('throughput-' + i), {
      data: {labels: c.threads, datasets: datasets},
      plugins: [intervals],
      options: {responsive: false, animation: false,
        plugins: {title: {display: true, text: data.titles[i][0]}, subtitle: subtitle(data.titles[i][3]),
          tooltip: {callbacks: {footer: function (items) {
            return items.map(function (it) { return how(it.dataset, it.dataIndex); });
          }}}},
        scales: {x: {title: {display: true, text: 'client threads'}},
          y: axis('ops/s', 'left', {suggestedMax: highest(c.bars.map(function (s) { return s.throughputHigh; }))}),
          y1: axis(data.titles[i][2], 'right', {grid: {drawOnChartArea: false},
            suggestedMax: highest(c.bars.map(function (s) { return s.latencyHigh; }))})}}
    });
    new Chart(document.getElementById('latency-' + i), {
      type: 'scatter',
      plugins: [curveMarks],
      data: {datasets: c.curves.map(function (s) {
        // In sweep order (the model's), with an arrow on each stretch and each point's target or threads beside it.
        var color = data.colors[s.database];
        return {label: s.label || s.database, showLine: true, borderColor: color, backgroundColor: color, borderWidth: 2,
          arrows: true, points: s.points, labelColor: data.latencyColors[s.database],
          pointLabels: s.points.map(function (p) { return p.label; }),
          data: s.points.map(function (p) { return {x: p.throughput, y: p.latencyUs}; })};
      }).concat(c.curves.filter(function (s) { return s.unthrottled && s.unthrottled.length > 0; }).map(function (s) {
        // Runs without a target (the search's probe): a service time, apart from the response-time curve.
        var color = data.colors[s.database];
        return {label: s.database + ' ' + data.unthrottled, showLine: false, pointStyle: 'rectRot', pointRadius: 6,
          borderColor: color, backgroundColor: 'rgba(0,0,0,0)', borderWidth: 1.5, points: s.unthrottled,
          labelColor: data.latencyColors[s.database], pointLabels: s.unthrottled.map(function (p) { return p.label; }),
          data: s.unthrottled.map(function (p) { return {x: p.throughput, y: p.latencyUs}; })};
      })).concat(c.curves.filter(function (s) { return s.missed && s.missed.length > 0; }).map(function (s) {
        // Each step that missed the SLO, and why (the tooltip has the whole reason).
        return {label: s.database + ' missed the SLO', showLine: false, pointStyle: 'crossRot', pointRadius: 7,
          borderColor: MISSED, backgroundColor: MISSED, borderWidth: 2, points: s.missed, labelColor: MISSED,
          labelBelow: true, pointLabels: s.missed.map(function (p) { return headline(p.missed); }),
          data: s.missed.map(function (p) { return {x: p.throughput, y: p.latencyUs}; })};
      })).concat(c.curves.filter(function (s) { return s.tries && s.tries.length > 0; }).map(function (s) {
        // Each run of a rate the search ran more than once, as a ring (the curve goes through their median).
        var color = data.colors[s.database];
        return {label: s.label + ' runs', tries: true, showLine: false, borderColor: color,
          backgroundColor: 'rgba(0,0,0,0)', pointRadius: 3.5, borderWidth: 1.5,
          data: s.tries.map(function (p) { return {x: p.throughput, y: p.latencyUs}; })};
      })).concat(sloDatasets(c))},
      options: {responsive: false, animation: false,
        plugins: {title: {display: true, text: data.titles[i][1]}, subtitle: subtitle(data.titles[i][4]),
          legend: {labels: {filter: function (item, d) { return !d.datasets[item.datasetIndex].tries; }}},
          tooltip: {callbacks: {label: pointTooltip}}},
        scales: {x: axis('throughput (ops/s)', 'bottom', {}), y: axis(data.titles[i][5], 'left', {})}}
    });
  });

  if (data.footprint.length > 0) {
    new Chart(document.getElementById('footprint'), {
      type: 'bar',
      data: {labels: data.footprint.map(function (b) { return b.database; }),
        datasets: [{label: 'bytes per record', data: data.footprint.map(function (b) { return b.bytesPerRecord; }),
          backgroundColor: data.footprint.map(function (b) { return data.colors[b.database]; })}]},
      options: {responsive: false, animation: false, plugins: {title: {display: true, text: data.footprintTitle},
        legend: {display: false}}, scales: {y: axis('bytes per record', 'left', {})}}
    });
  }

  // Latency by value size (measurement.sizebuckets): p50 solid, p99 dashed, buckets in their order.
  var sizePalette = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
  (data.sizeLatency || []).forEach(function (s, i) {
    var sets = [];
    s.operations.forEach(function (o, k) {
      var color = sizePalette[k % sizePalette.length];
      sets.push({label: o.operation + ' p50', data: o.p50Us, borderColor: color, backgroundColor: color,
        borderWidth: 2.5, spanGaps: false});
      sets.push({label: o.operation + ' p99', data: o.p99Us, borderColor: color, backgroundColor: color,
        borderWidth: 2.5, borderDash: [8, 6], spanGaps: false});
    });
    // A p50 of 100 µs and a p99 of 60 ms share a logarithmic axis; below 1 µs a linear one shows every value.
    var positive = sets.every(function (d) { return d.data.every(function (v) { return v === null || v >= 1; }); });
    var labels = s.buckets.map(function (b, k) {
      return [b, s.operations.map(function (o) { return o.operation + ' ' + o.counts[k]; }).join(', ')];
    });
    new Chart(document.getElementById('by-size-' + i), {
      type: 'line',
      data: {labels: labels, datasets: sets},
      options: {responsive: false, animation: false,
        plugins: {title: {display: true, text: data.sizeLatencyTitles[i]}},
        scales: {x: {title: {display: true, text: 'value size (operations in the bucket below its name)'}},
          y: positive ? axis('latency (µs, log scale)', 'left', {type: 'logarithmic', beginAtZero: false})
            : axis('latency (µs)', 'left', {})}}
    });
  });

  // A run whose rate varies (arrivals.shape): every second in order on a category axis of seconds, so a second
  // without an interval (null) is a gap in the line, never bridged; the target's mean per second dotted beside it.
  (data.overTime || []).forEach(function (o, i) {
    var titles = data.overTimeTitles[i];
    // Legend entries drawn as the lines are (a dotted target reads as dotted, not as a filled box).
    var legend = {labels: {usePointStyle: true, pointStyle: 'line', pointStyleWidth: 40}};
    var xAxis = {title: {display: true, text: 'seconds since the schedule began'}, ticks: {maxRotation: 0, autoSkipPadding: 12}};
    var sets = [{label: 'measured ops/s', data: o.opsPerSec, borderColor: '#1f77b4', backgroundColor: '#1f77b4',
      borderWidth: 2, pointRadius: 1.5, spanGaps: false}];
    if (o.targetOpsPerSec.length > 0) {
      sets.push({label: 'target (' + o.kind + ', dotted)', data: o.targetOpsPerSec, borderColor: '#444', backgroundColor: '#444',
        borderWidth: 2.5, borderDash: [2, 4], pointRadius: 0, spanGaps: false});
    }
    new Chart(document.getElementById('over-time-throughput-' + i), {
      type: 'line',
      data: {labels: o.seconds, datasets: sets},
      options: {responsive: false, animation: false, interaction: {mode: 'index', intersect: false},
        plugins: {title: {display: true, text: titles[0]}, legend: legend},
        scales: {x: xAxis, y: axis('ops/s', 'left', {})}}
    });
    var colors = {p50: '#2ca02c', p95: '#ff7f0e', p99: '#d62728'};
    var log = titles[2].indexOf('log') >= 0;
    new Chart(document.getElementById('over-time-latency-' + i), {
      type: 'line',
      data: {labels: o.seconds, datasets: ['p50', 'p95', 'p99'].map(function (p) {
        return {label: p, data: o[p + 'Us'], borderColor: colors[p], backgroundColor: colors[p], borderWidth: 2,
          pointRadius: 1.5, spanGaps: false};
      })},
      options: {responsive: false, animation: false, interaction: {mode: 'index', intersect: false},
        plugins: {title: {display: true, text: titles[1]}, legend: legend},
        scales: {x: xAxis, y: log ? axis(titles[2], 'left', {type: 'logarithmic', beginAtZero: false})
          : axis(titles[2], 'left', {})}}
    });
  });

  function inked(canvas) {
    var ctx = canvas.getContext('2d');
    var pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    for (var p = 3; p < pixels.length; p += 4) {
      if (pixels[p] !== 0) { return true; }
    }
    return false;
  }

  var rendered = 0;
  var canvases = document.querySelectorAll('canvas.chart');
  for (var j = 0; j < canvases.length; j++) {
    if (inked(canvases[j])) { rendered++; }
  }
  document.body.setAttribute('data-slo-lines', String(sloLines));
  document.body.setAttribute('data-interval-whiskers', String(whiskers));
  document.body.setAttribute('data-interval-bands', String(bands));
  document.body.setAttribute('data-capacity-marks', String(capacityMarks));
  document.body.setAttribute('data-charts-rendered', String(rendered));
  document.body.setAttribute('data-point-labels', JSON.stringify(pointLabels));
  document.body.setAttribute('data-clipped-labels', JSON.stringify(clippedLabels));
})();
