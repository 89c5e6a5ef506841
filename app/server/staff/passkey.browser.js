// Staff passkeys: a form marked data-passkey="create" or "get" makes or uses a passkey when sent,
// with the options in its data block, puts the browser's answer in its hidden "response" field
// and is sent on. Where the browser cannot, nothing marked data-needs-passkeys is shown.
(function () {
  var K = window.PublicKeyCredential;
  if (!K || !K.parseCreationOptionsFromJSON || !K.parseRequestOptionsFromJSON || !navigator.credentials) return;
  document.querySelectorAll("[data-needs-passkeys]").forEach(function (element) {
    element.hidden = false;
  });
  document.querySelectorAll("[data-no-passkeys]").forEach(function (element) {
    element.hidden = true;
  });
  document.querySelectorAll("form[data-passkey]").forEach(function (form) {
    var data = document.getElementById(form.getAttribute("data-options"));
    var field = form.elements.namedItem("response");
    var status = form.querySelector("[data-passkey-status]");
    var busy = false;
    // Back to this page from the next: an answer kept in the field is used already.
    window.addEventListener("pageshow", function () {
      field.value = "";
      busy = false;
    });
    form.addEventListener("submit", function (event) {
      if (field.value) return;
      event.preventDefault();
      if (busy) return;
      if (status) status.textContent = "";
      var asked;
      try {
        var options = JSON.parse(data.textContent);
        asked =
          form.getAttribute("data-passkey") === "create"
            ? navigator.credentials.create({ publicKey: K.parseCreationOptionsFromJSON(options) })
            : navigator.credentials.get({ publicKey: K.parseRequestOptionsFromJSON(options) });
      } catch (error) {
        asked = Promise.reject(error);
      }
      busy = true;
      asked.then(
        function (credential) {
          field.value = JSON.stringify(credential.toJSON());
          form.submit();
        },
        function () {
          busy = false;
          if (status) status.textContent = form.getAttribute("data-cancelled");
        },
      );
    });
  });
})();
