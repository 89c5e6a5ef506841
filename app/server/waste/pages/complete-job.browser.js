(function () {
  // Choosing "A business" opens its details (folded away for a householder).
  var business = document.getElementById("business-details");
  document.addEventListener("change", function (event) {
    var target = event.target;
    if (business && target && target.name === "role") business.open = target.value === "business";
  });
  var box = document.getElementById("signature-draw");
  var canvas = document.getElementById("signature-canvas");
  var field = document.getElementById("signature-png-field");
  var clear = document.getElementById("signature-clear");
  if (!box || !canvas || !field || !clear || typeof SignaturePad !== "function") return;
  box.hidden = false;
  var pad = new SignaturePad(canvas, { backgroundColor: "rgb(255,255,255)" });
  function fit() {
    var ratio = Math.max(window.devicePixelRatio || 1, 1);
    var data = pad.isEmpty() ? null : pad.toData();
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d").scale(ratio, ratio);
    pad.clear();
    if (data) pad.fromData(data);
  }
  window.addEventListener("resize", fit);
  fit();
  if (field.value) pad.fromDataURL(field.value, { width: canvas.offsetWidth, height: canvas.offsetHeight });
  pad.addEventListener("endStroke", function () { field.value = pad.toDataURL("image/png"); });
  clear.addEventListener("click", function () { pad.clear(); field.value = ""; });
})();
